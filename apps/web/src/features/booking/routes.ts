import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

// The booking pages (decision 057): paths, titles and lazy pages only. In the page tables
// (not the entry): none of them is a journey step. The login rule comes from the spec's list.
export const bookingRoutes: AppRoute[] = [
  {
    path: '/apply/book-appointment',
    title: 'Book an appointment',
    component: lazyNamed(() => import('./BookAppointmentPage'), 'BookAppointmentPage'),
  },
  {
    path: '/apply/book-slot',
    title: 'Choose a slot',
    component: lazyNamed(() => import('./BookSlotPage'), 'BookSlotPage'),
  },
  {
    path: '/booking-done/:product?',
    title: 'Appointment booked',
    component: lazyNamed(() => import('./BookingDonePage'), 'BookingDonePage'),
  },
];
