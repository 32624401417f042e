import { Breadcrumb, Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Page title with breadcrumbs (the last crumb is the current page) and smart actions on the right. */
export function PageHeader({ title, crumbs = [], actions, chips }: { title: string; crumbs?: Crumb[]; actions?: ReactNode; chips?: ReactNode }) {
  return (
    <Stack gap="2">
      {crumbs.length > 0 && (
        <Breadcrumb.Root size="sm">
          <Breadcrumb.List flexWrap="wrap">
            {crumbs.map((c, i) => (
              <Fragment key={`${i}-${c.label}`}>
                {i > 0 && <Breadcrumb.Separator />}
                <Breadcrumb.Item>
                  {c.to && i < crumbs.length - 1 ? (
                    <Breadcrumb.Link asChild>
                      <RouterLink to={c.to}>{c.label}</RouterLink>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{c.label}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      )}
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {chips}
        </HStack>
        {actions && (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
