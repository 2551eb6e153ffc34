import {
  IconBarbell,
  IconCamera,
  IconCar,
  IconDeviceLaptop,
  IconMapRoute,
  IconMassage,
  IconPaw,
  IconSparkles,
  IconSpray,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';
import type { ServiceCategoryId } from '../../../../shared/services';

/** A picture for each category: what a service without photos shows in place of its cover. */
export const CATEGORY_ICONS: Record<ServiceCategoryId, Icon> = {
  photography: IconCamera,
  massage: IconMassage,
  fitness: IconBarbell,
  cleaning: IconSpray,
  tours: IconMapRoute,
  transport: IconCar,
  catering: IconToolsKitchen2,
  tech: IconDeviceLaptop,
  beauty: IconSparkles,
  petcare: IconPaw,
};
