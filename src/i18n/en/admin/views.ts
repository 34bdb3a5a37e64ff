/** The generic resource views (admin-resources/lib/): list search and range filters, the password field, uploads. */
import { defineText } from '../../text';

export const viewsText = defineText('admin.views', {
  /** The list's search box, e.g. "Search trainers". */
  search: (resources: string) => `Search ${resources.toLowerCase()}`,
  from: (field: string) => `${field} from`,
  until: (field: string) => `${field} until`,
  atLeast: (field: string) => `${field} at least`,
  atMost: (field: string) => `${field} at most`,
  keepPassword: 'Leave empty to keep the current password',
  uploadVideo: 'Upload a video',
  uploadImage: 'Upload an image',
  uploadFor: (field: string) => `Upload a file for ${field}`,
  uploaded: (file: string) => `${file} uploaded`,
  /** After a create or an edit: what was saved, by its name, and where (e.g. “Strength 101” was added to Programs). */
  created: (name: string, resources: string) => `“${name}” was added to ${resources}.`,
  updated: (name: string) => `Your changes to “${name}” were saved.`,
});
