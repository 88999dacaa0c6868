import type { HospitalInfoMessages } from './zh-cn.ts';

export const hospitalInfoEn: HospitalInfoMessages = {
  title: {
    hospital: 'About the hospital',
    introduce: 'Introduction',
    deptList: 'Departments',
    section: 'Department',
    doctorList: 'Doctors',
    doctor: 'Doctor',
    buildings: 'Buildings',
    guide: 'Visit guide',
    operaGuide: 'Using this app',
    experts: 'Experts',
    communication: 'Contact us',
    wifi: 'Hospital Wi-Fi',
  },
  entry: {
    hospital: 'At a glance',
    introduce: 'Introduction',
    deptList: 'Departments',
    buildings: 'Buildings',
    experts: 'Experts',
    guide: 'Visit guide',
    operaGuide: 'App help',
    communication: 'Contact us',
    wifi: 'Free Wi-Fi',
  },
  hospital: {
    address: 'Address',
    phone: 'Service line',
    buildings: '{{count}} buildings',
    services: 'Hospital services',
    thirdParty: 'Public services',
    call: 'Call',
  },
  dept: {
    location: 'Location',
    intro: 'About',
    doctors: 'Doctors of this department',
    doctorCount: '{{count}} doctors',
    notFound: 'Department not found',
    empty: 'No departments yet',
  },
  doctor: {
    speciality: 'Speciality',
    specialityIs: 'Specialities: ',
    intro: 'About',
    location: 'Clinic',
    rating: '{{rating}} · {{count}} ratings',
    noRating: 'Not rated yet',
    followers: '{{count}} followers',
    book: 'Book',
    empty: 'No doctors listed',
    expertsEmpty: 'No experts listed',
  },
  building: {
    tapHint: 'Tap a building to see its floors',
    floor: '{{level}}F',
    basement: 'B{{level}}',
    empty: 'No buildings listed',
    gate: 'Main gate',
    clinic: 'Clinic',
  },
  communication: {
    phone: 'Service line',
    address: 'Address',
    transport: 'Getting here',
    feedback: 'Feedback',
    feedbackHint: 'Tell us how we can do better',
    routes: [
      'Metro: line 2 to People’s Hospital station, exit B, 200 m walk.',
      'Bus: routes 3, 15 and K28 to the People’s Hospital stop.',
      'Car: the underground car park entrance is east of the emergency building; spaces are scarce at peak hours.',
      'Taxi: use the drop-off area at the outpatient main entrance, never the emergency lane.',
    ],
  },
  wifi: {
    intro:
      'Free Wi-Fi covers the public areas of the outpatient, medical technology and inpatient buildings.',
    name: 'Network',
    password: 'Password',
    noPassword: 'None',
    steps: 'How to connect',
    stepList: [
      'Open Settings and go to Wi-Fi or WLAN.',
      'Choose the network named above.',
      'When the sign-in page opens, enter your phone number and the SMS code.',
      'One sign-in lasts 8 hours; sign in again after that.',
    ],
    tips: 'Do not send bank card passwords over public networks; wards slow the network after 23:00 so patients can rest.',
  },
  operaGuide: {
    sections: [
      {
        title: 'Getting started',
        paragraphs: [
          'Open the service in WeChat, Alipay or the hospital app and sign in.',
          'Add yourself or family members under Personal center - Patients to get a card number.',
        ],
      },
      {
        title: 'Booking',
        paragraphs: [
          'Tap Book on the home page, choose a department, a doctor and a time, then pay in time.',
          'On the day, check in at the clinic at your time; no ticket from the counter is needed.',
        ],
      },
      {
        title: 'Paying bills',
        paragraphs: [
          'Bills the doctor orders appear under Outpatient bills; pay by WeChat, Alipay or insurance.',
        ],
      },
      {
        title: 'Reports',
        paragraphs: [
          'Choose a patient under Reports to read lab and exam reports; high values show a red up arrow, low ones a blue down arrow.',
          'Reports are for reference; ask your doctor to explain them.',
        ],
      },
      {
        title: 'Inpatients',
        paragraphs: [
          'See daily bills, pay deposits and settle at discharge under Inpatient services.',
        ],
      },
    ],
  },
};
