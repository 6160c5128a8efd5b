export { startBookingJobs } from './jobs.js';
