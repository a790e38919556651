// Names of the seeded people, drawn with the world's rng (ctx.rng), so a seed gives the same
// people every time. Yoruba, Igbo, Hausa, Edo, Urhobo, Ijaw, Efik and Tiv names, as a
// Nigerian marketplace would see them.

const list = (text: string): readonly string[] => text.trim().split(/\s+/);

export const firstNames = list(`
  Adaeze Adebayo Adeola Aisha Akin Amaka Aminu Bisola Bola Chidi Chiamaka Chinedu Chioma
  Chukwuemeka Damilola Danjuma Ebere Efe Ekaette Emeka Enitan Fatima Femi Folake Funmilayo Habiba
  Hadiza Ibrahim Ifeanyi Ifeoma Ikenna Kelechi Kemi Kunle Ladi Mfon Musa Ngozi Nkechi Nnamdi
  Obinna Oghenekaro Olumide Omolara Onome Osaze Sadiq Seun Tamuno Temitope Terhemba Tobi Tunde
  Uche Usman Yakubu Yemi Yetunde Zainab Zara
`);

export const surnames = list(`
  Abdullahi Abiodun Adebayo Adeleke Adewale Afolabi Agbaje Ajayi Akpan Aliyu Amadi Anyanwu Audu
  Babatunde Balogun Bello Danladi Edet Egbe Ekpo Eze Ibekwe Ibrahim Idowu Igwe Ikpeazu Iyamu
  Jimoh Kalu Lawal Mohammed Musa Nwachukwu Nwankwo Obi Odili Ogbonna Ogunleye Ojo Okafor Okeke
  Okon Okonkwo Olaniyan Olawale Omoruyi Onyekachi Orji Osagie Oyelaran Salami Sani Tanko Ugwu Umar
  Usman Uzor Yusuf
`);
