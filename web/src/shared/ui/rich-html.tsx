import { Box, type BoxProps } from '@chakra-ui/react';
import { ALLOWED_RICH_TAGS, richTextViolations } from '@scheduler/contracts/markup';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich text (an organisation's messages, the privacy statement) made safe to show: DOMPurify keeps the tags of doc 1
 * §5 Markup rules, and the result is checked again with the shared markup rule. Should anything still be refused
 * (a DOM the sanitiser cannot work in), the words are shown as plain text instead.
 */
function sanitiseRichHtml(html: string): { html: string } | { text: string } {
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

/** Shows sanitised rich text with readable paragraph, list, link and heading spacing. */
export function RichHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitiseRichHtml(html), [html]);
  return (
    <Box
      {...box}
      css={{
        '& p': { mb: '2' },
        '& ul, & ol': { ps: '5', mb: '2' },
        '& a': { color: 'blue.700', textDecoration: 'underline' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mb: '1' },
        '& table': { borderCollapse: 'collapse', mb: '2' },
        '& td, & th': { borderWidth: '1px', px: '2', py: '1' },
      }}
      {...('html' in clean ? { dangerouslySetInnerHTML: { __html: clean.html } } : { children: clean.text })}
    />
  );
}
