/** The studio's readable warning and info chips: the shared rule of src/ui/readable-chip.ts. */
export { readableChip } from '../../../src/ui/readable-chip';
