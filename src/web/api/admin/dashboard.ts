import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DashboardQuery, dashboardSchema } from '../../../contract/admin-operations.ts';
import { adminRequest, sendAdminRequest } from './admin-client.ts';
import { withQuery } from '../with-query.ts';

export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: ['admin', 'dashboard', query],
    queryFn: () => adminRequest(withQuery('/api/admin/dashboard', query), { schema: dashboardSchema }),
    placeholderData: keepPreviousData,
  });
}

/** The same figures per day as the server's CSV (it needs the operator token, so it is fetched, not linked). */
export async function downloadDashboardCsv(query: DashboardQuery): Promise<Blob> {
  const response = await sendAdminRequest(withQuery('/api/admin/dashboard.csv', query), { headers: { Accept: 'text/csv' } });
  return response.blob();
}
