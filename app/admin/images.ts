/**
 * What a product or recipe shows when the admin added no photo: the brand's flame mark
 * (a local file, so nothing 404s). The forms leave it out when editing, so it is never
 * shown as an uploaded image.
 */
export const noPhotoUrl = '/favicon.svg';

export const isNoPhoto = (url: string) => url === noPhotoUrl;
