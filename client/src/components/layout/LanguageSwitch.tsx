import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const items = LANGUAGES.map((l) => ({ key: l.code, label: <span data-testid={`lang-${l.code}`}>{l.label}</span> }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [i18n.language], onClick: ({ key }) => void i18n.changeLanguage(key) }}
      trigger={['click']}
    >
      <Button type="text" aria-label={t('切换语言')} data-testid="language-switch" icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
