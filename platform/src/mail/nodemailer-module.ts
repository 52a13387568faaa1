/** nodemailer, loaded when the first mailer is made: the processes that send no e-mail start without it. Not exported by the package. */
export const nodemailerModule = () => require('nodemailer') as typeof import('nodemailer');
