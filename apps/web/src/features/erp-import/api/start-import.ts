import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportStarted } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { type ImportChoices, importQuery } from '../utils/import-request';
import { RECENT_IMPORTS_KEY } from './import-keys';

/**
 * POST /api/admin/import/{kind}: the file as the body, sent as text/csv whatever type the browser gave it (Windows
 * calls a .csv application/vnd.ms-excel, a .txt has none); answers the job id (202), or 400 / 409 with the reason.
 */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ choices, file }: { choices: ImportChoices; file: File }) =>
      apiRequest(`/api/admin/import/${choices.kind}`, {
        method: 'POST',
        file: new Blob([file], { type: 'text/csv' }),
        query: importQuery(choices, file.name),
        schema: ImportStarted,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECENT_IMPORTS_KEY }),
  });
}
