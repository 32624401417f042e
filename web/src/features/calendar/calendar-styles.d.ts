/** FullCalendar's stylesheets, imported for their side effect (Vite bundles them into the calendar chunk). */
declare module '@fullcalendar/react/skeleton.css';
declare module '@fullcalendar/react/themes/classic/theme.css';
declare module '@fullcalendar/react/themes/classic/palette.css';
