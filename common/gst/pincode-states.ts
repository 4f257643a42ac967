import { stateByCode, type GstState } from './states';

/**
 * PIN code → state or union territory, without any network call: a table of PIN code prefixes per GST
 * state code, longest prefix wins (so '160' is Chandigarh but '16005' is Punjab's Mohali).
 *
 * How the table was made (docs/decisions/008-gst-place-of-supply.md): from India Post's All India Pincode
 * Directory (published on data.gov.in under the Government Open Data Licence – India), every
 * 6-digit PIN code took the state of most of its post offices; where one PIN code serves post offices in
 * two states, the state of its delivery office (S.O./H.O.) wins. Per 3-digit prefix the majority state is
 * listed, and the PIN codes of another state under it as longer prefixes. Then two changes the directory
 * predates: Leh and Kargil districts are Ladakh (code 38, since 31 October 2019), and Daman, Diu, Dadra
 * and Nagar Haveli are one union territory (code 26, since 26 January 2020). One correction: Mahe
 * (673310) is Puducherry, though the older directory files its office under Kozhikode (Kerala).
 *
 * Known ambiguity, which is why the customer can correct the state: a few PIN codes serve villages of two
 * states (Chandigarh/Punjab around Mohali, 140119, 160003, 160014; Puducherry/Tamil Nadu around
 * Puducherry town and Karaikal, 605xxx, 607402-3, 609603-4; Yanam 533464 with East Godavari villages;
 * Silvassa and Daman with Valsad villages, 396193-396240; Uttarakhand/Uttar Pradesh on their border,
 * 2447xx, 2467xx, 2476xx, 262xxx; Goalpara and Garo Hills 783123, 783134), and the seven mandals moved
 * from Telangana's Khammam to Andhra Pradesh in 2014 kept their 507xxx codes (only 507130 is listed).
 * For those the table gives the delivery office's state.
 */
const PREFIXES: Record<string, string> = {
  // Jammu and Kashmir
  '01': '180 181 182 184 185 190 191 192 193',
  // Himachal Pradesh
  '02': '171 172 173 174 175 176 177',
  // Punjab
  '03': '140 141 142 143 144 145 146 147 148 151 152 16005 16006 16007 1601',
  // Chandigarh
  '04': '160 160101 160102',
  // Uttarakhand
  '05': '2447 246 2476 248 249 262 263',
  // Haryana
  '06': '121 122 123 124 125 126 127 131 132 133 134 135 136',
  // Delhi
  '07': '110',
  // Rajasthan
  '08':
    '301 302 303 304 305 306 307 311 312 313 314 321 322 323 324 325 326 327 328 331 332 333 334 335 ' +
    '341 342 343 344 345',
  // Uttar Pradesh
  '09':
    '201 202 203 204 205 206 207 208 209 210 211 212 221 222 223 224 225 226 227 228 229 230 231 232 ' +
    '233 241 242 243 244 24470 245 2467 247 247662 247669 250 251 261 2620 2621 2622 262302 262305 ' +
    '262406 2627 2628 2629 271 272 273 274 275 276 277 281 282 283 284 285',
  // Bihar
  '10':
    '800 801 802 803 804 805 811 812 813 81413 821 823 824 841 842 843 844 845 846 847 848 851 852 ' +
    '853 854 855',
  // Sikkim
  '11': '737',
  // Arunachal Pradesh
  '12': '790 791 792',
  // Nagaland
  '13': '797 798',
  // Manipur
  '14': '795',
  // Mizoram
  '15': '796',
  // Tripura
  '16': '799',
  // Meghalaya
  '17': '793 794',
  // Assam
  '18': '781 782 783 784 785 786 787 788',
  // West Bengal
  '19': '700 711 712 713 721 722 723 731 732 733 734 735 736 741 742 743',
  // Jharkhand
  '20': '813208 814 814133 815 816 822 825 826 827 828 829 831 832 833 834 835',
  // Odisha
  '21': '751 752 753 754 755 756 757 758 759 760 761 762 763 764 765 766 767 768 769 770',
  // Chhattisgarh
  '22': '490 491 492 493 494 495 496 497',
  // Madhya Pradesh
  '23':
    '450 451 452 453 454 455 456 457 458 460 461 462 463 464 465 466 470 471 472 473 474 475 476 477 ' +
    '480 481 482 483 484 485 486 487 488',
  // Gujarat
  '24': '360 361 362 363 364 365 370 380 382 383 384 385 387 388 389 390 391 392 393 394 395 396',
  // Dadra and Nagar Haveli and Daman and Diu
  '26': '36252 36254 36257 396193 3962',
  // Maharashtra
  '27': '400 401 402 410 411 412 413 414 415 416 421 422 423 424 425 431 440 441 442 443 444 445',
  // Karnataka
  '29': '560 561 562 563 570 571 572 573 574 575 576 577 580 581 582 583 584 585 586 587 590 591',
  // Goa
  '30': '403',
  // Lakshadweep
  '31': '68255',
  // Kerala
  '32': '670 671 673 676 678 679 680 682 683 685 686 688 689 690 691 695',
  // Tamil Nadu
  '33':
    '600 601 602 603 604 605 606 607 608 609 609608 610 611 612 613 614 620 621 622 623 624 625 626 ' +
    '627 628 629 630 631 632 635 636 637 638 639 641 642 643',
  // Puducherry
  '34': '533464 6050 605104 605106 605110 605501 607402 6096 673310',
  // Andaman and Nicobar Islands
  '35': '744',
  // Telangana
  '36': '500 501 502 503 504 505 506 507 508 509',
  // Andhra Pradesh
  '37': '507130 515 516 517 518 520 521 522 523 524 530 531 532 533 534 535',
  // Ladakh
  '38': '194',
};

const STATE_OF_PREFIX = new Map<string, string>();
for (const [code, list] of Object.entries(PREFIXES)) {
  for (const prefix of list.split(' ')) STATE_OF_PREFIX.set(prefix, code);
}

/** Every prefix of the table with its state code (the data migration and its test use it). */
export function pincodePrefixTable(): [prefix: string, stateCode: string][] {
  return [...STATE_OF_PREFIX.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The state of a 6-digit PIN code by its longest known prefix; null for anything else or an unknown prefix. */
export function stateForPincode(pincode: string): GstState | null {
  const pin = pincode.trim();
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  for (let length = 6; length >= 3; length--) {
    const code = STATE_OF_PREFIX.get(pin.slice(0, length));
    if (code) return stateByCode(code);
  }
  return null;
}
