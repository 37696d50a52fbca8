/** The data-less build of moment-timezone (same API as the package's main entry). */
declare module 'moment-timezone/moment-timezone' {
  import moment from 'moment-timezone';
  export default moment;
}
