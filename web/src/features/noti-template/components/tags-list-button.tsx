import { Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { useNotificationTags } from '../api/noti-template-queries.ts';

/** Tags List (doc 3 §2.9, grid admin): a table of every tag and what it holds. */
export function TagsListButton() {
  const [open, setOpen] = useState(false);
  const tags = useNotificationTags(open);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Tags List
      </Button>
      <ModalFrame
        open={open}
        title="Tags List"
        size="lg"
        onDismiss={() => setOpen(false)}
        footer={
          <Button colorPalette="blue" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        {tags.isPending ? (
          <Text>Loading...</Text>
        ) : (
          <Table.Root size="sm" aria-label="Tags List">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Tag</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(tags.data ?? []).map((t) => (
                <Table.Row key={t.code}>
                  <Table.Cell fontFamily="mono">{t.code}</Table.Cell>
                  <Table.Cell>{t.name}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </ModalFrame>
    </>
  );
}
