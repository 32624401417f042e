import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, Outlet, useNavigate } from 'react-router';
import { useLabels } from '../../shared/lib/labels.tsx';
import { useSession } from '../../shared/lib/session.tsx';
import { SessionExpiryWatch } from '../session-expiry-watch.tsx';
import { isMenu, navEntries, type NavEntry } from './nav-items.ts';
import { helpLinkFor } from './help-links.ts';
import { OrganisationSwitch, useSwitchData } from './organisation-switch.tsx';

/** The signed-in frame: navigation bar per role, organisation name, user menu; a drawer on phones. */
export function AppShell() {
  const { user, login, logout } = useSession();
  const label = useLabels();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const switchData = useSwitchData(user?.encryptedOrganisationId).data;
  if (!user) return null;
  const canSwitch = Boolean(switchData?.show && switchData.switchList.length > 0);
  const entries = navEntries(user, label);
  const help = helpLinkFor(user);
  const exitLabel = login?.logoutRedirection ? 'Exit' : 'Logout';
  const doLogout = async () => {
    await logout();
    if (login?.logoutRedirection) window.location.assign(login.logoutRedirection);
    else navigate('/login', { replace: true });
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="blue.800" color="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
        <Container maxW="7xl" px={{ base: '3', md: '6' }}>
          <Flex h="14" align="center" gap="4">
            <IconButton
              aria-label="Open navigation"
              variant="ghost"
              color="white"
              _hover={{ bg: 'blue.700' }}
              display={{ base: 'inline-flex', md: 'none' }}
              onClick={() => setDrawerOpen(true)}
            >
              <Text fontSize="xl" aria-hidden>
                ☰
              </Text>
            </IconButton>
            <Text as={RouterLink} {...{ to: '/home' }} fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
              The Scheduler
            </Text>
            <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
              {entries.map((e) => (
                <NavItem key={e.label} entry={e} />
              ))}
            </HStack>
            <HStack ms="auto" gap="3" minW="0">
              {canSwitch ? (
                <Box display={{ base: 'none', sm: 'block' }} minW="0">
                  <OrganisationSwitch />
                </Box>
              ) : (
                <Text fontSize="sm" opacity={0.9} truncate display={{ base: 'none', sm: 'block' }} maxW="60" title={user.organisationName}>
                  {user.organisationName}
                </Text>
              )}
              <Menu.Root positioning={{ placement: 'bottom-end' }}>
                <Menu.Trigger asChild>
                  <Button size="sm" variant="subtle" aria-label={`${user.firstName || user.fullName}: User menu`}>
                    {user.firstName || user.fullName}
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="44">
                      <Menu.ItemGroup>
                        <Menu.ItemGroupLabel>{user.fullName}</Menu.ItemGroupLabel>
                      </Menu.ItemGroup>
                      <Menu.Item value="profile" onClick={() => navigate('/userProfile')}>
                        Profile
                      </Menu.Item>
                      {help && (
                        <Menu.Item value="help" asChild>
                          <a href={help} target="_blank" rel="noreferrer">
                            Help
                          </a>
                        </Menu.Item>
                      )}
                      <Menu.Separator />
                      <Menu.Item value="logout" onClick={() => void doLogout()}>
                        {exitLabel}
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </HStack>
          </Flex>
        </Container>
      </Box>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header pe="12">
                <Drawer.Title>The Scheduler</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {canSwitch ? (
                  <Box mb="4" display={{ base: 'block', sm: 'none' }}>
                    <OrganisationSwitch fullWidth />
                  </Box>
                ) : null}
                <Text mb="4" fontSize="sm" color="fg.muted" display={canSwitch ? { base: 'none', sm: 'block' } : undefined}>
                  {user.organisationName}
                </Text>
                <Stack as="nav" aria-label="Main" gap="1" onClick={(e) => (e.target as HTMLElement).closest('a') && setDrawerOpen(false)}>
                  {entries.map((e) =>
                    isMenu(e) ? (
                      <Box key={e.label} mt="3">
                        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
                          {e.label}
                        </Text>
                        {e.items.map((i) => (
                          <DrawerLink key={i.to} to={i.to} label={i.label} />
                        ))}
                      </Box>
                    ) : (
                      <DrawerLink key={e.to} to={e.to} label={e.label} />
                    ),
                  )}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Container as="main" maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }} flex="1">
        <Outlet />
      </Container>
      <SessionExpiryWatch />
    </Flex>
  );
}

function NavItem({ entry }: { entry: NavEntry }) {
  const navigate = useNavigate();
  if (isMenu(entry)) {
    return (
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="ghost" color="white" _hover={{ bg: 'blue.700' }} _expanded={{ bg: 'blue.700' }}>
            {entry.label} ▾
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {entry.items.map((i) => (
                <Menu.Item key={i.to} value={i.to} onClick={() => navigate(i.to)}>
                  {i.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    );
  }
  return (
    <Button asChild size="sm" variant="ghost" color="white" _hover={{ bg: 'blue.700' }} css={{ '&.active': { bg: 'blue.600' } }}>
      <RouterNavLink to={entry.to}>{entry.label}</RouterNavLink>
    </Button>
  );
}

function DrawerLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start" width="full" css={{ '&.active': { bg: 'bg.emphasized' } }}>
      <RouterNavLink to={to}>{label}</RouterNavLink>
    </Button>
  );
}
