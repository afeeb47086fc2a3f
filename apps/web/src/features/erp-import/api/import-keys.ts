/** Query keys of the ERP import: the recent list and one import's status. */
export const RECENT_IMPORTS_KEY = ['admin', 'erp-import', 'recent'] as const;
export const importStatusKey = (jobId: string) => ['admin', 'erp-import', 'status', jobId] as const;
