import type { FieldDef } from '../../engine/types.js';
import { namePartField } from './namePartField.js';

export const lastnameField = (): FieldDef => namePartField('last');
