import { PAYMENT_STATUS_TEXT } from '@tara/core/payments';
import { useEffect } from 'react';
import { orderStatus } from '../../api/paymentsApi';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLoading } from '../../app/PageLoading';
import { useNavigate, useSearch } from '../../app/router';
import { readPaymentSession } from './paymentSession';
import { statusPath } from './payThrough';

/**
 * /recieve/payment/details (spelling kept; PAY-01) and /submit-upi: where a payment returns
 * with `orderId` (also userId, planId, type, ll and the utm tags, which the shell keeps). It
 * asks the server about the order (which asks the gateway) and opens the status screen.
 */
export function PaymentReturnPage() {
  useDocumentTitle('Payment status');
  const search = useSearch();
  const navigate = useNavigate();
  useEffect(() => {
    const orderId =
      new URLSearchParams(search).get('orderId') ?? readPaymentSession().pObj?.orderId ?? null;
    if (!orderId) {
      navigate(statusPath('fail', null), { replace: true });
      return;
    }
    let live = true;
    orderStatus(orderId)
      .then((status) => {
        if (!live) return;
        const paid = status.state === 'paid' || status.state === 'fulfilled';
        navigate(statusPath(paid ? 'success' : 'fail', status.payment_id), { replace: true });
      })
      .catch(() => live && navigate(statusPath('fail', null), { replace: true }));
    return () => {
      live = false;
    };
  }, [search, navigate]);
  return <PageLoading label={PAYMENT_STATUS_TEXT.loading} />;
}
