import { OptionSection } from './OptionSection';

// Site content: notice, about, home page, footer, name and logo.
export function OtherTab() {
  return (
    <>
      <OptionSection
        title="通用设置"
        testId="section-site"
        fields={[
          { key: 'SystemName', label: '系统名称', kind: 'text', placeholder: '在此输入系统名称' },
          { key: 'Logo', label: 'Logo 图片地址', kind: 'text', placeholder: '在此输入 Logo 图片地址' },
          { key: 'Footer', label: '页脚', kind: 'textarea', placeholder: '在此输入新的页脚，留空则使用默认页脚，支持 HTML 代码' },
        ]}
      />
      <OptionSection
        title="内容设置"
        testId="section-content"
        fields={[
          { key: 'Notice', label: '公告', kind: 'textarea', placeholder: '在此输入新的公告内容，支持 Markdown & HTML 代码' },
          { key: 'HomePageContent', label: '首页内容', kind: 'textarea', placeholder: '在此输入首页内容，支持 Markdown & HTML 代码，设置后首页的状态信息将不再显示。如果输入的是一个链接，则会使用该链接作为 iframe 的 src 属性，这允许你设置任意网页作为首页' },
          { key: 'About', label: '关于', kind: 'textarea', placeholder: '在此输入新的关于内容，支持 Markdown & HTML 代码。如果输入的是一个链接，则会使用该链接作为 iframe 的 src 属性，这允许你设置任意网页作为关于页面' },
        ]}
      />
    </>
  );
}
