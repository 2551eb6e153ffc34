import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { PropertyFormInput } from '../../../../shared/host';
import type { PropertyFormValues } from './propertyFormValues';

/** The property form as its sections receive it. */
export type PropertyFormApi = UseFormReturnType<
  PropertyFormValues,
  PropertyFormInput,
  (values: PropertyFormValues) => FormErrors
>;
