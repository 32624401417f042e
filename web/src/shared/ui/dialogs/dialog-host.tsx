import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ModalFrame } from './modal-frame.tsx';
import { useLabelWords } from '../../lib/labels.tsx';

// Only signed-in pages and the login's method choice ask for a choice: the radio group stays off the first load.
const RadioChoiceDialog = lazy(async () => ({ default: (await import('./radio-choice-dialog.tsx')).RadioChoiceDialog }));

type Request =
  | { id: number; kind: 'message'; title: string; message: ReactNode; okText: string; resolve: () => void }
  | { id: number; kind: 'confirm'; title: string; message: ReactNode; okText: string; cancelText: string; resolve: (ok: boolean) => void }
  | { id: number; kind: 'radio'; title: string; label: string; options: { value: string; label: string }[]; resolve: (v: string | null) => void }
  | { id: number; kind: 'loading'; title: string };

export interface Dialogs {
  /** Message dialog with one OK button. */
  message(o: { title: string; message: ReactNode; okText?: string }): Promise<void>;
  /** Confirm dialog: OK and Cancel. */
  confirm(o: { title: string; message: ReactNode; okText?: string; cancelText?: string }): Promise<boolean>;
  /** Radio-choice dialog: the chosen value, or null on Cancel. */
  radioChoice(o: { title: string; label: string; options: { value: string; label: string }[] }): Promise<string | null>;
  /** Loading dialog; call the returned function to close it. */
  loading(title?: string): () => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

/** Holds the shared dialogs of doc 1 §2.14; the newest request shows on top. */
export function DialogHost({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<Request[]>([]);
  const nextId = useRef(1);
  const remove = useCallback((id: number) => setStack((s) => s.filter((r) => r.id !== id)), []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      message: ({ title, message, okText = 'OK' }) =>
        new Promise<void>((resolve) => {
          const id = nextId.current++;
          setStack((s) => [...s, { id, kind: 'message', title, message, okText, resolve: () => (remove(id), resolve()) }]);
        }),
      confirm: ({ title, message, okText = 'OK', cancelText = 'Cancel' }) =>
        new Promise<boolean>((resolve) => {
          const id = nextId.current++;
          setStack((s) => [...s, { id, kind: 'confirm', title, message, okText, cancelText, resolve: (ok) => (remove(id), resolve(ok)) }]);
        }),
      radioChoice: ({ title, label, options }) =>
        new Promise<string | null>((resolve) => {
          const id = nextId.current++;
          setStack((s) => [...s, { id, kind: 'radio', title, label, options, resolve: (v) => (remove(id), resolve(v)) }]);
        }),
      loading: (title = 'Loading...') => {
        const id = nextId.current++;
        setStack((s) => [...s, { id, kind: 'loading', title }]);
        return () => remove(id);
      },
    }),
    [remove],
  );

  // A title or message may carry the spec's label placeholders ('{Meeting} Saved', a contract message): shown in the
  // organisation's words, as the server fills its answers (functions/lib/answer-labels.ts).
  const words = useLabelWords();
  const text = (v: ReactNode) => (typeof v === 'string' ? words(v) : v);
  const request = stack[stack.length - 1];
  const top = request && 'title' in request ? { ...request, title: words(request.title) } : request;
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {top?.kind === 'message' && (
        <ModalFrame
          key={top.id}
          open
          role="alertdialog"
          title={top.title}
          onDismiss={top.resolve}
          footer={
            <Button colorPalette="blue" onClick={top.resolve}>
              {top.okText}
            </Button>
          }
        >
          <Text whiteSpace="pre-line">{text(top.message)}</Text>
        </ModalFrame>
      )}
      {top?.kind === 'confirm' && (
        <ModalFrame
          key={top.id}
          open
          role="alertdialog"
          title={top.title}
          onDismiss={() => top.resolve(false)}
          footer={
            <>
              <Button variant="outline" onClick={() => top.resolve(false)}>
                {top.cancelText}
              </Button>
              <Button colorPalette="blue" onClick={() => top.resolve(true)}>
                {top.okText}
              </Button>
            </>
          }
        >
          <Text whiteSpace="pre-line">{text(top.message)}</Text>
        </ModalFrame>
      )}
      {top?.kind === 'radio' && (
        <Suspense fallback={null}>
          <RadioChoiceDialog
            key={top.id}
            open
            title={top.title}
            label={words(top.label)}
            options={top.options}
            onCancel={() => top.resolve(null)}
            onContinue={(v) => top.resolve(v)}
          />
        </Suspense>
      )}
      {top?.kind === 'loading' && (
        <ModalFrame key={top.id} open title={top.title} size="xs">
          <HStack justify="center" py="4">
            <Spinner size="lg" aria-label={top.title} />
          </HStack>
        </ModalFrame>
      )}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const d = useContext(DialogsContext);
  if (!d) throw new Error('useDialogs outside DialogHost');
  return d;
}
