import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { setToastApi } from '../lib/toast';

// Light/dark theme for antd, remembered in localStorage under theme-mode.
export type ThemeMode = 'light' | 'dark';
const KEY = 'theme-mode';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
}
const ThemeContext = createContext<ThemeState>({ mode: 'light', toggle: () => {} });
export const useThemeMode = () => useContext(ThemeContext);

function initialMode(): ThemeMode {
  return localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light';
}

/** Gives non-component code (Relay network, REST helper) the theme-aware toast API. */
function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setToastApi(message), [message]);
  return null;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  const { i18n } = useTranslation();
  const toggle = useCallback(() => setMode((m) => (m === 'dark' ? 'light' : 'dark')), []);
  useEffect(() => {
    localStorage.setItem(KEY, mode);
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  const algorithm = mode === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm;
  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={{ algorithm }} locale={i18n.language === 'en' ? enUS : zhCN}>
        <AntApp>
          <ToastBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
