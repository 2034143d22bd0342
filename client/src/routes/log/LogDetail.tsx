import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { detailItems, parseOther } from './logOther';

/** The expanded row: billing detail from `other`, plus the log's content text. */
export function LogDetail({ other, content }: { other: unknown; content: string }) {
  const { t } = useTranslation();
  const items = detailItems(parseOther(other), content, t);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 3 }}
      bordered
      data-testid="log-detail"
      items={items.map((i) => ({ key: i.key, label: i.label, children: i.value }))}
    />
  );
}
