import { describe, expect, it } from 'vitest';
import { describeNotification } from './notification-texts.ts';

const payment = (changed_by?: 'supplier' | 'admin') =>
  ({
    kind: 'shipping.payment_changed',
    params: { shipping_id: 7, supplier_name: 'Casa Boa', payment_status: 'unpaid', changed_by },
  }) as const;

describe('a payment change says who marked it', () => {
  it('names the supplier when the supplier marked it, and when an older notification does not say', () => {
    expect(describeNotification(payment('supplier')).body).toBe('Casa Boa marcou o pagamento como Não paga.');
    expect(describeNotification(payment()).body).toBe('Casa Boa marcou o pagamento como Não paga.');
  });

  it('never credits the supplier with an admin’s change, in either language', () => {
    expect(describeNotification(payment('admin'))).toEqual({
      title: 'Pagamento da remessa #7: Não paga',
      body: 'A equipe da Ponte marcou o pagamento como Não paga.',
      link: '/shipping/view/7',
    });
    expect(describeNotification(payment('admin'), 'en').body).toBe('The Ponte team marked the payment as Unpaid.');
  });
});
