import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { saveFile } from '@/components/save-file';

export type BillingOverview = components['schemas']['BillingOverview'];
export type BillingDetails = components['schemas']['BillingDetails'];
export type Invoice = components['schemas']['Invoice'];
export type Payment = components['schemas']['Payment'];
export type GatewayId = components['schemas']['GatewayId'];

export const billingQuery = (api: ApiClient) => queryOptions({
  queryKey: ['billing', 'overview'],
  queryFn: async ({ signal }): Promise<BillingOverview> => {
    return dataOrThrow(await api.GET('/api/employer/billing/', { signal }));
  },
});

export const billingDetailsQuery = (api: ApiClient) => queryOptions({
  queryKey: ['billing', 'details'],
  queryFn: async ({ signal }): Promise<BillingDetails> => {
    return dataOrThrow(await api.GET('/api/employer/billing/details/', { signal }));
  },
});

export const invoicesQuery = (api: ApiClient, pageSize: number) => queryOptions({
  queryKey: ['billing', 'invoices', pageSize],
  queryFn: async ({ signal }) => {
    return dataOrThrow(await api.GET('/api/employer/invoices/', { params: { query: { page_size: pageSize } }, signal }));
  },
});

/** Fetches the PDF with the token (a plain link would carry none) and saves it as a file. */
export async function downloadInvoice(api: ApiClient, invoiceId: string): Promise<void> {
  const answer = await api.GET('/api/employer/invoices/{id}/pdf/', {
    params: { path: { id: invoiceId } },
    parseAs: 'blob',
  });
  const data = dataOrThrow(answer);
  const { response } = answer;
  saveFile(data as Blob, /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf');
}

/** Sends the browser to the gateway: a page to open, or eSewa's signed form to post. */
export function followRedirect(redirect: components['schemas']['CheckoutRedirect'], open: (path: string) => void) {
  if (redirect.method === 'GET') {
    if (redirect.url.startsWith('/')) open(redirect.url);
    else window.location.assign(redirect.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
