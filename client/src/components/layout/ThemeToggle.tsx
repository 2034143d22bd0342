import { Button, Tooltip } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../../theme/ThemeProvider';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const { t } = useTranslation();
  const label = t(mode === 'dark' ? '浅色模式' : '深色模式');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={t('切换主题')} data-testid="theme-toggle" icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />} onClick={toggle} />
    </Tooltip>
  );
}
