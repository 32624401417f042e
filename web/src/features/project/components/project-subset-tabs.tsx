import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import type { ProjectDetail } from '@scheduler/contracts/schemas/project';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import { ProjectDeliveryTable } from '../../../shared/subsets/delivery/delivery-table.tsx';
import { ProjectAlertTable } from '../../../shared/subsets/project-alert/project-alert-table.tsx';
import { ProjectAddCandidateMenu } from '../../../shared/subsets/booking/add-candidate-project-menu.tsx';
import { RefBookings } from '../../../shared/subsets/booking/meeting-bookings.tsx';
import { ProjectMeetingTable } from '../../../shared/subsets/meeting/project-meeting-table.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { MeetingUploadDialog } from '../../../shared/upload/meeting-upload-dialog.tsx';
import { ProjectWaitlist } from './project-waitlist.tsx';

export const PROJECT_TABS_KEY = 'project-page';
const TABS = ['ACTIVE_MEETINGS', 'BOOKINGS', 'WAITLIST', 'ALERTS', 'MESSAGES', 'INACTIVE_MEETINGS', 'PAST_MEETINGS', 'AUDIT'] as const;
type ProjectTab = (typeof TABS)[number];
const isTab = (v: unknown): v is ProjectTab => (TABS as readonly unknown[]).includes(v);

/**
 * The project page's subset tabs (doc 3 §2.5), the last one remembered; Bookings List and Waitlist (issue 22) are not
 * shown for internal projects. Messages (issue 9) lists the e-mails and SMS the project's alerts and invitations sent or tried. An active,
 * unarchived project offers 'Upload {meeting}' on its meeting tabs and the Bookings tab's 'Add {candidate}' menu
 * (Upload or Manually, doc 2 §2).
 */
export function ProjectSubsetTabs({ project }: { project: ProjectDetail }) {
  const label = useLabels();
  const client = useQueryClient();
  const projectId = project.encryptedId;
  const internal = project.stepType === 'INTERNAL';
  const live = project.active === true && project.archived !== true;
  const meetings = label('MEETINGS');
  const remembered = listState.read(PROJECT_TABS_KEY).tab;
  const tabs = TABS.filter((t) => (t !== 'BOOKINGS' && t !== 'WAITLIST') || !internal);
  const [tab, setTab] = useState<ProjectTab>(isTab(remembered) && tabs.includes(remembered) ? remembered : 'ACTIVE_MEETINGS');
  const [uploading, setUploading] = useState(false);
  const titles: Record<ProjectTab, string> = {
    ACTIVE_MEETINGS: `Active ${meetings}`,
    BOOKINGS: 'Bookings List',
    WAITLIST: 'Waitlist',
    ALERTS: 'Project Alerts',
    MESSAGES: 'Messages',
    INACTIVE_MEETINGS: `Inactive ${meetings}`,
    PAST_MEETINGS: `Past ${meetings}`,
    AUDIT: 'Audit Log',
  };
  const meetingList = (listType: 'active' | 'inactive' | 'past') => (
    <Stack gap="3">
      {live && listType !== 'past' && (
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="blue" onClick={() => setUploading(true)}>
            Upload {label('MEETING').toLowerCase()}
          </Button>
        </HStack>
      )}
      <ProjectMeetingTable projectId={projectId} listType={listType} />
    </Stack>
  );

  return (
    <>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          if (!isTab(e.value)) return;
          listState.write(PROJECT_TABS_KEY, { tab: e.value });
          setTab(e.value);
        }}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((t) => (
            <Tabs.Trigger key={t} value={t} whiteSpace="nowrap" flexShrink={0}>
              {titles[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5">
          {tab === 'ALERTS' ? (
            <ProjectAlertTable projectId={projectId} />
          ) : tab === 'MESSAGES' ? (
            <ProjectDeliveryTable projectId={projectId} />
          ) : tab === 'AUDIT' ? (
            <AuditLog refType="Project" refId={projectId} defaultOpen />
          ) : tab === 'WAITLIST' ? (
            <ProjectWaitlist projectId={projectId} />
          ) : tab === 'BOOKINGS' ? (
            <RefBookings
              listType="PROJECT"
              refId={projectId}
              toolbar={
                live ? (
                  <ProjectAddCandidateMenu organisationId={project.encryptedOrganisationId} project={{ id: projectId, stepType: project.stepType }} />
                ) : undefined
              }
            />
          ) : (
            meetingList(tab === 'ACTIVE_MEETINGS' ? 'active' : tab === 'INACTIVE_MEETINGS' ? 'inactive' : 'past')
          )}
        </Tabs.Content>
      </Tabs.Root>
      {live && (
        <MeetingUploadDialog
          open={uploading}
          isAssessor={false}
          project={{ id: projectId, stepType: project.stepType }}
          onClose={() => setUploading(false)}
          onUploaded={(created) => created > 0 && void client.invalidateQueries({ queryKey: ['table', 'meeting.getMeetingListByProject'] })}
        />
      )}
    </>
  );
}
