import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/api/query-client';
import { I18nProvider } from '@/features/i18n';

/** Providers of the production entry. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider langcode="en" direction="ltr">
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
