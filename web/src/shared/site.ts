/** Facts about FeeSetu that several public pages repeat; change them here, once. */
export const SUPPORT_EMAIL = 'support@feesetu.in';
export const GRIEVANCE_EMAIL = 'grievance@feesetu.in';
export const SUPPORT_HOURS = 'Monday to Saturday, 10 am to 6 pm IST (closed on public holidays)';

/** YouTube ids of the introduction videos; while a value is empty the page says "Video coming soon". */
export const INTRO_VIDEO_ID = '';
export const ABOUT_VIDEO_ID = '';
