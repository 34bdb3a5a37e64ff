/** What both profile-completion forms share (src/profile-completion): the page around them and the photo field. */
import { defineText } from '../text';

export const profileCompletionText = defineText('app.profileCompletion', {
  pendingTitle: 'Complete your profile',
  editTitle: 'Your profile',
  pendingNotice: 'The rest of Sportlink opens as soon as your profile is complete.',
  photo: {
    preview: 'Your photo',
    upload: 'Upload a photo',
    change: 'Change photo',
    remove: 'Remove photo',
    uploading: 'Uploading…',
    hint: 'A clear photo of your face: JPEG, PNG, WebP or GIF.',
  },
});
