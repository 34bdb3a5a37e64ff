/** Words many screens share (buttons, states). Only what is truly the same everywhere lives here. */
import { defineText } from '../text';

export const commonText = defineText('common', {
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  close: 'Close',
  remove: 'Remove',
  add: 'Add',
  create: 'Create',
  confirm: 'Confirm',
  retry: 'Try again',
  search: 'Search',
  loading: 'Loading…',
  next: 'Next',
  previous: 'Previous',
  yes: 'Yes',
  no: 'No',
  optional: 'optional',
  required: 'required',
  showMore: 'Show more',
  showLess: 'Show less',
});
