import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { RichHtml } from '../../ui/rich-html.tsx';

export const HOW_TO_BOOK = 'How to book';

/** The 'How to book' button and its dialog: the organisation's messageHowtoBook, sanitised (doc 2 §2). */
export function HowToBookButton({ html }: { html?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {HOW_TO_BOOK}
      </Button>
      <ModalFrame
        open={open}
        title={HOW_TO_BOOK}
        size="md"
        onDismiss={() => setOpen(false)}
        footer={
          <Button colorPalette="blue" onClick={() => setOpen(false)}>
            OK
          </Button>
        }
      >
        <RichHtml html={html ?? ''} fontSize="sm" />
      </ModalFrame>
    </>
  );
}
