import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';

export type BillingOverview = components['schemas']['BillingOverview'];
export type BillingDetails = components['schemas']['BillingDetails'];
export type Invoice = components['schemas']['Invoice'];
export type Payment = components['schemas']['Payment'];
export type GatewayId = components['schemas']['GatewayId'];

export const billingQuery = queryOptions({
  queryKey: ['billing', 'overview'],
  queryFn: async ({ signal }): Promise<BillingOverview> => {
    const { data, error, response } = await api.GET('/api/employer/billing/', { signal });
    if (!data) throw failureFromResponse(response, error);
    return data;
  },
});

export const billingDetailsQuery = queryOptions({
  queryKey: ['billing', 'details'],
  queryFn: async ({ signal }): Promise<BillingDetails> => {
    const { data, error, response } = await api.GET('/api/employer/billing/details/', { signal });
    if (!data) throw failureFromResponse(response, error);
    return data;
  },
});

export const invoicesQuery = (pageSize: number) => queryOptions({
  queryKey: ['billing', 'invoices', pageSize],
  queryFn: async ({ signal }) => {
    const { data, error, response } = await api.GET('/api/employer/invoices/', { params: { query: { page_size: pageSize } }, signal });
    if (!data) throw failureFromResponse(response, error);
    return data;
  },
});

/** Fetches the PDF with the token (a plain link would carry none) and saves it as a file. */
export async function downloadInvoice(invoiceId: string): Promise<void> {
  const { data, error, response } = await api.GET('/api/employer/invoices/{id}/pdf/', {
    params: { path: { id: invoiceId } },
    parseAs: 'blob',
  });
  if (!data) throw failureFromResponse(response, error);
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
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
