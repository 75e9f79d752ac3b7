import type { FieldDef } from '../../engine/types.js';
import { namePartField } from './namePartField.js';

export const firstnameField = (): FieldDef => namePartField('first');
