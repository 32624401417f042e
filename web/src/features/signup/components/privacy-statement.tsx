import { Box } from '@chakra-ui/react';
import { ALLOWED_RICH_TAGS, richTextViolations } from '@scheduler/contracts/markup';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The privacy statement as sanitised HTML: only the rich-content tags of doc 1 §5, no scripts or handlers. The
 * result is checked again with the shared markup rule; should the sanitiser not be able to work (a DOM it does
 * not support), the statement is shown as plain text instead.
 */
export function sanitisePrivacyText(html: string): { html: string } | { text: string } {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_RICH_TAGS],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'colspan', 'rowspan'],
  });
  if (richTextViolations(clean).length === 0) return { html: clean };
  return {
    text: html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

export function PrivacyStatement({ html }: { html: string }) {
  const clean = useMemo(() => sanitisePrivacyText(html), [html]);
  return (
    <Box
      aria-label="Privacy statement"
      role="region"
      maxH="56"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      fontSize="sm"
      bg="bg.muted"
      css={{
        '& p': { mb: '2' },
        '& ul, & ol': { ps: '5', mb: '2' },
        '& a': { color: 'blue.600', textDecoration: 'underline' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mb: '1' },
      }}
      {...('html' in clean ? { dangerouslySetInnerHTML: { __html: clean.html } } : { children: clean.text })}
    />
  );
}
