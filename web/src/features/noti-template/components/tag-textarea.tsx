import { Box, Field, Text, Textarea } from '@chakra-ui/react';
import type { NotificationTagInfo } from '@scheduler/contracts/alerts';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { textareaRows } from '../../../shared/ui/form/form-field.tsx';
import { insertTag, tagQueryAt, tagSuggestions } from './tag-suggest.ts';

export interface TagTextareaProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** The tags the popup offers (the alert's). */
  tags: readonly NotificationTagInfo[];
  required?: boolean;
  error?: string | null;
  maxLength?: number;
}

/**
 * The template body (doc 3 §2.9): a text area in which typing `$` opens a list of at most 10 tags, narrowed as more
 * letters are typed. Arrow keys move through it, Enter or Tab inserts the tag, Escape closes it; a click inserts too.
 */
export function TagTextarea({ id, label, value, onChange, onBlur, tags, required, error, maxLength }: TagTextareaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [typed, setTyped] = useState<{ start: number; caret: number; query: string } | undefined>();
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | undefined>();
  const pendingCaret = useRef<number | undefined>(undefined);

  const options = typed && closedAt !== typed.start ? tagSuggestions(tags, typed.query) : [];
  const open = options.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret.current === undefined || !ref.current) return;
    ref.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = undefined;
  });

  const track = (text: string, caret: number) => {
    const at = tagQueryAt(text, caret);
    setTyped(at ? { ...at, caret } : undefined);
    setActive(0);
    if (!at) setClosedAt(undefined);
  };

  const choose = (tag: NotificationTagInfo) => {
    if (!typed) return;
    const next = insertTag(value, typed.start, typed.caret, tag.code);
    pendingCaret.current = next.caret;
    onChange(next.text);
    setTyped(undefined);
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      const tag = options[active];
      if (tag) choose(tag);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setClosedAt(typed?.start);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" width="full">
        <Textarea
          ref={ref}
          name={id}
          value={value}
          rows={textareaRows(value)}
          resize="none"
          maxLength={maxLength}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? optionId(active) : undefined}
          onChange={(e) => {
            onChange(e.target.value);
            track(e.target.value, e.target.selectionStart ?? e.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(e) => {
            if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End') {
              track(e.currentTarget.value, e.currentTarget.selectionStart ?? 0);
            }
          }}
          onBlur={() => {
            setTyped(undefined);
            onBlur?.();
          }}
        />
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label="Tags"
          hidden={!open}
          position="absolute"
          zIndex="dropdown"
          insetStart="0"
          top="100%"
          mt="1"
          minW="72"
          maxH="80"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          py="1"
        >
          {options.map((t, i) => (
            <Box
              as="li"
              key={t.code}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={i === active ? 'blue.subtle' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(t);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <Text fontFamily="mono" fontSize="sm">
                {t.code}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t.name}
              </Text>
            </Box>
          ))}
        </Box>
      </Box>
      {!error && <Field.HelperText>Type $ to insert a tag.</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
