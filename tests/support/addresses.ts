/** The shipping address tests use: a Lagos address with a Nigerian phone number. */
export const testAddress = {
  name: 'Ada Obi',
  street: '14 Herbert Macaulay Way',
  localGvt: 'Yaba',
  state: 'Lagos',
  country: 'Nigeria',
  phoneNumber: '08030000000',
};
