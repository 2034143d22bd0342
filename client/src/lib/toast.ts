import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import i18n from '../i18n';

// One toast helper for components, the Relay network and the REST helper. The App component
// registers its context-aware instance (theme aware); before that the static API is used.
let api: MessageInstance | null = null;
export const setToastApi = (m: MessageInstance) => {
  api = m;
};
const m = () => api ?? message;
const tr = (text: string) => i18n.t(text);

export const toast = {
  success: (text: string) => void m().success(tr(text)),
  error: (text: string) => void m().error(tr(text)),
  warning: (text: string) => void m().warning(tr(text)),
  info: (text: string) => void m().info(tr(text)),
};
