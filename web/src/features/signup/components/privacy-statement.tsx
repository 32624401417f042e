import { RichHtml } from '../../../shared/ui/rich-html.tsx';

/** The privacy statement, sanitised as all rich text is (shared/ui/rich-html.tsx: doc 1 §5's tags only), in a scrolled box. */
export function PrivacyStatement({ html }: { html: string }) {
  return (
    <RichHtml
      html={html}
      aria-label="Privacy statement"
      role="region"
      maxH="56"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      fontSize="sm"
      bg="bg.muted"
    />
  );
}
