import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/features/i18n';

/** Providers of the production entry. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider langcode="en" direction="ltr">
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
