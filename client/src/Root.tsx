import { Suspense } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './components/ErrorBoundary';
import { PageLoading } from './components/PageLoading';
import { AppLayout } from './components/layout/AppLayout';
import { SetupGuard } from './components/layout/guards';
import { StatusProvider } from './status/StatusProvider';

function StatusError({ error }: { error: Error }) {
  const { t } = useTranslation();
  // A network failure means the server is unreachable; anything else is a bad answer.
  const offline = error instanceof TypeError;
  return (
    <Result
      status="error"
      title={offline ? 'Unable to connect to server' : 'Failed to load status'}
      subTitle={error.message}
      extra={<Button onClick={() => window.location.reload()}>{t('重试')}</Button>}
    />
  );
}

/** Loads the status once, then guards setup and renders the page frame. */
export function Root() {
  return (
    <ErrorBoundary fallback={(error) => <StatusError error={error} />}>
      <Suspense fallback={<PageLoading />}>
        <StatusProvider>
          <SetupGuard>
            <AppLayout />
          </SetupGuard>
        </StatusProvider>
      </Suspense>
    </ErrorBoundary>
  );
}
