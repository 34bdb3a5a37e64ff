/** What both profile-completion forms share (src/profile-completion): the page around them and the photo field. */
import { defineText } from '../text';

export const profileCompletionText = defineText('app.profileCompletion', {
  pendingTitle: 'Complete your profile',
  editTitle: 'Your profile',
  pendingNotice: 'You can browse the storefront now; buying programs and your own pages open as soon as your profile is complete.',
  /** The strip over the storefront's pages while the profile is not complete. */
  browsing: 'Finish your profile to buy programs and open your own pages.',
  finish: 'Finish my profile',
  photo: {
    preview: 'Your photo',
    upload: 'Upload a photo',
    change: 'Change photo',
    remove: 'Remove photo',
    uploading: 'Uploading…',
    hint: 'A clear photo of your face: JPEG, PNG, WebP or GIF.',
  },
});
