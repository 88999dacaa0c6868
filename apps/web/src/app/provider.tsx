import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';

/** antd-mobile's own words (picker buttons, wheel labels) in the language the app shows. */
function ComponentLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const locale = active.language === 'en' ? enUS : zhCN;
  // Dialogs and toasts opened imperatively render outside this tree and read the default.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <ComponentLocale>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ComponentLocale>
      </I18nextProvider>
    </AppErrorBoundary>
  );
}
