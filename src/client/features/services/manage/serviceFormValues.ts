import type { ServiceCardView, ServiceStatus } from '../../../../shared/service-catalog';
import type { ServiceCategoryId, ServiceCurrency } from '../../../../shared/services';

/**
 * The form's own values: the inputs' empty states (no category chosen, the price being typed) are kept as the
 * inputs hold them, so the shared schema reports them with its own messages ('Price is required').
 */
export interface ServiceFormValues {
  title: string;
  description: string;
  categoryId: ServiceCategoryId | null;
  /** What a NumberInput holds: a number, or '' when empty. */
  price: number | string;
  currency: ServiceCurrency;
  photos: string[];
  status: ServiceStatus;
}

export const emptyServiceForm: ServiceFormValues = {
  title: '',
  description: '',
  categoryId: null,
  price: '',
  currency: 'USD',
  photos: [],
  status: 'active',
};

/** A saved service as the form edits it: the price back in the currency's units. */
export function toFormValues(service: ServiceCardView): ServiceFormValues {
  return {
    title: service.title,
    description: service.description,
    categoryId: service.categoryId,
    price: service.priceCents / 100,
    currency: service.currency,
    photos: service.photos,
    status: service.status,
  };
}
