import Markdown from 'react-markdown';

// Admin-written content (home page, about, footer): HTML is shown as HTML (as the original),
// anything else as Markdown.
export function HtmlOrMarkdown({ content }: { content: string }) {
  if (/^\s*</.test(content)) return <div dangerouslySetInnerHTML={{ __html: content }} />;
  return <Markdown>{content}</Markdown>;
}
