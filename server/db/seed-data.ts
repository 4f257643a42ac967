/**
 * The demo catalog: an Indian hardware & electrical store. Brand and product names are made up for the
 * demo; they are not real trademarks. Prices are retail prices in rupees including GST.
 */

export interface DemoCategory {
  name: string;
  /** Drawing used for the category's and its products' images. */
  icon: Icon;
  color: string;
  subcategories: string[];
}

export type Icon = 'pipe' | 'wire' | 'switch' | 'paint' | 'bulb' | 'tool' | 'breaker' | 'fan' | 'tap' | 'tape';

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Pipes & Fittings', icon: 'pipe', color: '#0e7490', subcategories: ['PVC Pipes', 'CPVC Pipes', 'Elbows & Tees', 'Ball Valves'] },
  { name: 'Wires & Cables', icon: 'wire', color: '#b91c1c', subcategories: ['House Wire', 'Flexible Cable', 'Armoured Cable', 'LAN & Coaxial'] },
  { name: 'Switches & Sockets', icon: 'switch', color: '#475569', subcategories: ['Modular Switches', 'Sockets', 'Switch Plates', 'Fan Regulators'] },
  { name: 'Paints', icon: 'paint', color: '#7c3aed', subcategories: ['Interior Emulsion', 'Exterior Emulsion', 'Enamel', 'Primer'] },
  { name: 'Lighting', icon: 'bulb', color: '#ca8a04', subcategories: ['LED Bulbs', 'Tube Lights', 'Panel Lights', 'Flood Lights'] },
  { name: 'Tools', icon: 'tool', color: '#c2410c', subcategories: ['Hand Tools', 'Power Tools', 'Measuring Tools'] },
  { name: 'Circuit Protection', icon: 'breaker', color: '#15803d', subcategories: ['MCBs', 'RCCBs', 'Distribution Boards'] },
  { name: 'Fans', icon: 'fan', color: '#1d4ed8', subcategories: ['Ceiling Fans', 'Exhaust Fans', 'Wall Fans'] },
  { name: 'Bath & Sanitary', icon: 'tap', color: '#0891b2', subcategories: ['Taps', 'Showers', 'Connection Pipes'] },
  { name: 'Adhesives & Tapes', icon: 'tape', color: '#a16207', subcategories: ['Insulation Tape', 'Sealants', 'Pipe Cement'] },
];

export const DEMO_BRANDS = [
  'Voltline',
  'Ampere King',
  'Jalflow',
  'Suraksha',
  'Rangoli Paints',
  'Prakash Lights',
  'Hathi Tools',
  'Nirmal Pipes',
  'Shaktiwire',
  'Kiran Electricals',
  'Sangam Fittings',
  'Tejas Fans',
];

/** GST slabs as CGST + SGST halves. */
const GST = { 5: 2.5, 12: 6, 18: 9, 28: 14 } as const;
type Slab = keyof typeof GST;

export interface DemoProductTemplate {
  category: string;
  subcategory: string;
  brand: string;
  title: string;
  description: string;
  hsn: string;
  gst: Slab;
  /** One product per size; price is the retail price incl. GST in rupees for that size. */
  sizes: { size: string; price: number; capacity?: string; packing?: string }[];
}

export const DEMO_PRODUCTS: DemoProductTemplate[] = [
  // Pipes & Fittings
  { category: 'Pipes & Fittings', subcategory: 'PVC Pipes', brand: 'Nirmal Pipes', title: 'PVC Pressure Pipe 6 kg/cm² (3 m)', description: 'Rigid unplasticised PVC pipe for cold water lines and borewell delivery. ISI-marked, UV-stabilised, 3 metre length.', hsn: '3917', gst: 18, sizes: [{ size: '20 mm', price: 145 }, { size: '25 mm', price: 210 }, { size: '32 mm', price: 320 }] },
  { category: 'Pipes & Fittings', subcategory: 'PVC Pipes', brand: 'Jalflow', title: 'SWR Drainage Pipe Ring-Fit (3 m)', description: 'Soil, waste and rain-water pipe with ring-fit socket for leak-free drainage stacks.', hsn: '3917', gst: 18, sizes: [{ size: '75 mm', price: 540 }, { size: '110 mm', price: 890 }] },
  { category: 'Pipes & Fittings', subcategory: 'CPVC Pipes', brand: 'Jalflow', title: 'CPVC Hot & Cold Water Pipe SDR 11 (3 m)', description: 'Chlorinated PVC pipe rated for hot water up to 93 °C. Solvent-cement joints, no threading needed.', hsn: '3917', gst: 18, sizes: [{ size: '½ inch', price: 265 }, { size: '¾ inch', price: 410 }, { size: '1 inch', price: 620 }] },
  { category: 'Pipes & Fittings', subcategory: 'Elbows & Tees', brand: 'Sangam Fittings', title: 'CPVC Elbow 90°', description: 'Injection-moulded 90 degree elbow for CPVC lines. Pack of 10.', hsn: '3917', gst: 18, sizes: [{ size: '½ inch', price: 95, packing: '10 pcs' }, { size: '¾ inch', price: 150, packing: '10 pcs' }] },
  { category: 'Pipes & Fittings', subcategory: 'Elbows & Tees', brand: 'Sangam Fittings', title: 'PVC Equal Tee', description: 'Equal tee for PVC pressure pipes, solvent-weld socket. Pack of 5.', hsn: '3917', gst: 18, sizes: [{ size: '20 mm', price: 60, packing: '5 pcs' }, { size: '32 mm', price: 120, packing: '5 pcs' }] },
  { category: 'Pipes & Fittings', subcategory: 'Ball Valves', brand: 'Jalflow', title: 'Brass Ball Valve Full Bore', description: 'Forged brass ball valve with chrome finish and steel lever handle, quarter-turn shut-off.', hsn: '8481', gst: 18, sizes: [{ size: '½ inch', price: 349 }, { size: '1 inch', price: 799 }] },
  { category: 'Pipes & Fittings', subcategory: 'Ball Valves', brand: 'Nirmal Pipes', title: 'PVC Ball Valve Solvent Socket', description: 'Lightweight PVC ball valve for garden and overhead tank lines.', hsn: '8481', gst: 18, sizes: [{ size: '25 mm', price: 185 }] },
  // Wires & Cables
  { category: 'Wires & Cables', subcategory: 'House Wire', brand: 'Shaktiwire', title: 'FR PVC Insulated Copper House Wire (90 m)', description: 'Flame-retardant single-core copper wire for house wiring, 1100 V grade, 90 metre coil.', hsn: '8544', gst: 18, sizes: [{ size: '1 sq mm', price: 1290, capacity: '90 m' }, { size: '1.5 sq mm', price: 1790, capacity: '90 m' }, { size: '2.5 sq mm', price: 2890, capacity: '90 m' }, { size: '4 sq mm', price: 4490, capacity: '90 m' }] },
  { category: 'Wires & Cables', subcategory: 'House Wire', brand: 'Voltline', title: 'FRLS Copper Wire (90 m)', description: 'Flame-retardant low-smoke copper wire, recommended for apartments and offices.', hsn: '8544', gst: 18, sizes: [{ size: '1.5 sq mm', price: 1950, capacity: '90 m' }, { size: '2.5 sq mm', price: 3150, capacity: '90 m' }] },
  { category: 'Wires & Cables', subcategory: 'Flexible Cable', brand: 'Shaktiwire', title: '3-Core Flexible Cable (per metre)', description: 'Multi-strand copper 3-core flexible cable for appliances and extension boards.', hsn: '8544', gst: 18, sizes: [{ size: '0.75 sq mm', price: 38 }, { size: '1.5 sq mm', price: 72 }] },
  { category: 'Wires & Cables', subcategory: 'Armoured Cable', brand: 'Ampere King', title: 'Aluminium Armoured Cable 2-Core (per metre)', description: 'Steel-strip armoured aluminium cable for underground service lines.', hsn: '8544', gst: 18, sizes: [{ size: '10 sq mm', price: 115 }, { size: '16 sq mm', price: 160 }] },
  { category: 'Wires & Cables', subcategory: 'LAN & Coaxial', brand: 'Voltline', title: 'Cat6 LAN Cable (305 m box)', description: '23 AWG solid copper Cat6 UTP cable for gigabit networks.', hsn: '8544', gst: 18, sizes: [{ size: '305 m', price: 8990 }] },
  { category: 'Wires & Cables', subcategory: 'LAN & Coaxial', brand: 'Kiran Electricals', title: 'RG6 Coaxial Cable (90 m)', description: 'Copper-clad coaxial cable for DTH and CCTV.', hsn: '8544', gst: 18, sizes: [{ size: '90 m', price: 1450 }] },
  // Switches & Sockets
  { category: 'Switches & Sockets', subcategory: 'Modular Switches', brand: 'Kiran Electricals', title: 'Modular 1-Way Switch', description: 'Polycarbonate modular switch with silver-alloy contacts, 1 module.', hsn: '8536', gst: 18, sizes: [{ size: '6 A', price: 49 }, { size: '16 A', price: 89 }] },
  { category: 'Switches & Sockets', subcategory: 'Modular Switches', brand: 'Suraksha', title: 'Modular 2-Way Switch', description: 'Two-way switch for staircase and corridor lighting, 1 module.', hsn: '8536', gst: 18, sizes: [{ size: '6 A', price: 79 }] },
  { category: 'Switches & Sockets', subcategory: 'Sockets', brand: 'Kiran Electricals', title: 'Modular 3-Pin Socket with Shutter', description: 'Child-safe shuttered socket for Indian 3-pin plugs.', hsn: '8536', gst: 18, sizes: [{ size: '6 A', price: 119 }, { size: '16 A', price: 199 }] },
  { category: 'Switches & Sockets', subcategory: 'Sockets', brand: 'Suraksha', title: 'USB Charger Socket Dual Port', description: 'Modular socket with two USB-A ports, 2.4 A total output.', hsn: '8536', gst: 18, sizes: [{ size: '2 module', price: 699 }] },
  { category: 'Switches & Sockets', subcategory: 'Switch Plates', brand: 'Kiran Electricals', title: 'Modular Cover Plate with Frame', description: 'Glossy white cover plate with mounting frame.', hsn: '8538', gst: 18, sizes: [{ size: '4 module', price: 110 }, { size: '8 module', price: 185 }, { size: '12 module', price: 260 }] },
  { category: 'Switches & Sockets', subcategory: 'Fan Regulators', brand: 'Suraksha', title: 'Step-Type Fan Regulator', description: '5-step electronic fan regulator, silent operation, 2 module.', hsn: '8536', gst: 18, sizes: [{ size: '2 module', price: 449 }] },
  // Paints
  { category: 'Paints', subcategory: 'Interior Emulsion', brand: 'Rangoli Paints', title: 'Silk Interior Emulsion', description: 'Washable water-based emulsion with a smooth sheen, low odour. Coverage about 14 m² per litre per coat.', hsn: '3209', gst: 18, sizes: [{ size: '1 L', price: 420, capacity: '1 L' }, { size: '4 L', price: 1580, capacity: '4 L' }, { size: '10 L', price: 3750, capacity: '10 L' }] },
  { category: 'Paints', subcategory: 'Interior Emulsion', brand: 'Rangoli Paints', title: 'Economy Interior Distemper', description: 'Acrylic distemper for budget interiors, matt finish.', hsn: '3209', gst: 18, sizes: [{ size: '5 kg', price: 690, capacity: '5 kg' }, { size: '10 kg', price: 1290, capacity: '10 kg' }] },
  { category: 'Paints', subcategory: 'Exterior Emulsion', brand: 'Rangoli Paints', title: 'Weathershield Exterior Emulsion', description: 'All-weather exterior paint with anti-algal protection.', hsn: '3209', gst: 18, sizes: [{ size: '4 L', price: 2150, capacity: '4 L' }, { size: '20 L', price: 9990, capacity: '20 L' }] },
  { category: 'Paints', subcategory: 'Enamel', brand: 'Rangoli Paints', title: 'Synthetic Enamel Gloss', description: 'High-gloss enamel for wood and metal: doors, grills and furniture.', hsn: '3208', gst: 28, sizes: [{ size: '500 ml', price: 260, capacity: '0.5 L' }, { size: '1 L', price: 480, capacity: '1 L' }] },
  { category: 'Paints', subcategory: 'Primer', brand: 'Rangoli Paints', title: 'Wall Primer Water-Based', description: 'Primer for new plaster and repainting, improves adhesion and coverage.', hsn: '3209', gst: 18, sizes: [{ size: '4 L', price: 890, capacity: '4 L' }] },
  { category: 'Paints', subcategory: 'Primer', brand: 'Hathi Tools', title: 'Red Oxide Metal Primer', description: 'Anti-corrosive primer for iron and steel surfaces.', hsn: '3208', gst: 28, sizes: [{ size: '1 L', price: 310, capacity: '1 L' }] },
  // Lighting
  { category: 'Lighting', subcategory: 'LED Bulbs', brand: 'Prakash Lights', title: 'LED Bulb B22 Cool Daylight', description: 'Energy-saving LED bulb, 6500 K, 2-year warranty.', hsn: '8539', gst: 12, sizes: [{ size: '9 W', price: 99 }, { size: '12 W', price: 149 }, { size: '20 W', price: 299 }] },
  { category: 'Lighting', subcategory: 'LED Bulbs', brand: 'Voltline', title: 'Emergency Rechargeable LED Bulb', description: 'Inverter bulb with up to 4 hours backup during power cuts.', hsn: '8539', gst: 12, sizes: [{ size: '9 W', price: 399 }] },
  { category: 'Lighting', subcategory: 'Tube Lights', brand: 'Prakash Lights', title: 'LED Batten Tube Light', description: 'Slim aluminium-body batten, 4 ft, flicker-free.', hsn: '9405', gst: 18, sizes: [{ size: '20 W', price: 349 }, { size: '36 W', price: 549 }] },
  { category: 'Lighting', subcategory: 'Panel Lights', brand: 'Prakash Lights', title: 'Recessed Round LED Panel', description: 'Slim recessed ceiling panel light for false ceilings.', hsn: '9405', gst: 18, sizes: [{ size: '6 W', price: 275 }, { size: '15 W', price: 499 }] },
  { category: 'Lighting', subcategory: 'Flood Lights', brand: 'Ampere King', title: 'LED Flood Light IP65', description: 'Die-cast outdoor flood light for gates, hoardings and compounds.', hsn: '9405', gst: 18, sizes: [{ size: '50 W', price: 1199 }, { size: '100 W', price: 2099 }] },
  // Tools
  { category: 'Tools', subcategory: 'Hand Tools', brand: 'Hathi Tools', title: 'Combination Plier Insulated', description: 'Drop-forged plier with 1000 V insulated grips.', hsn: '8203', gst: 18, sizes: [{ size: '8 inch', price: 349 }] },
  { category: 'Tools', subcategory: 'Hand Tools', brand: 'Hathi Tools', title: 'Screwdriver Set (6 pcs)', description: 'Chrome-vanadium flat and Phillips screwdrivers with magnetic tips.', hsn: '8205', gst: 18, sizes: [{ size: '6 pcs', price: 399 }] },
  { category: 'Tools', subcategory: 'Hand Tools', brand: 'Hathi Tools', title: 'Pipe Wrench Heavy Duty', description: 'Cast-iron pipe wrench for plumbing work.', hsn: '8204', gst: 18, sizes: [{ size: '14 inch', price: 749 }] },
  { category: 'Tools', subcategory: 'Power Tools', brand: 'Ampere King', title: 'Impact Drill Machine 13 mm', description: '650 W impact drill with forward/reverse and depth gauge.', hsn: '8467', gst: 18, sizes: [{ size: '650 W', price: 2899 }] },
  { category: 'Tools', subcategory: 'Power Tools', brand: 'Ampere King', title: 'Angle Grinder 100 mm', description: '850 W angle grinder for cutting and polishing.', hsn: '8467', gst: 18, sizes: [{ size: '850 W', price: 2499 }] },
  { category: 'Tools', subcategory: 'Measuring Tools', brand: 'Hathi Tools', title: 'Measuring Tape with Lock', description: 'Steel measuring tape, metric and inch markings.', hsn: '9017', gst: 18, sizes: [{ size: '5 m', price: 199 }, { size: '10 m', price: 329 }] },
  { category: 'Tools', subcategory: 'Measuring Tools', brand: 'Kiran Electricals', title: 'Digital Multimeter', description: 'Auto-ranging multimeter for voltage, current, resistance and continuity.', hsn: '9030', gst: 18, sizes: [{ size: 'Standard', price: 899 }] },
  // Circuit Protection
  { category: 'Circuit Protection', subcategory: 'MCBs', brand: 'Suraksha', title: 'MCB Single Pole C-Curve', description: '10 kA miniature circuit breaker for lighting and power circuits.', hsn: '8536', gst: 18, sizes: [{ size: '6 A', price: 189 }, { size: '16 A', price: 199 }, { size: '32 A', price: 229 }] },
  { category: 'Circuit Protection', subcategory: 'MCBs', brand: 'Voltline', title: 'MCB Double Pole C-Curve', description: 'Two-pole isolator-grade MCB for main incoming supply.', hsn: '8536', gst: 18, sizes: [{ size: '32 A', price: 649 }, { size: '63 A', price: 899 }] },
  { category: 'Circuit Protection', subcategory: 'RCCBs', brand: 'Suraksha', title: 'RCCB 30 mA Double Pole', description: 'Residual current circuit breaker against earth leakage and shocks.', hsn: '8536', gst: 18, sizes: [{ size: '25 A', price: 1690 }, { size: '40 A', price: 1890 }] },
  { category: 'Circuit Protection', subcategory: 'Distribution Boards', brand: 'Voltline', title: 'SPN Distribution Board Double Door', description: 'Powder-coated steel DB with IP43 double door.', hsn: '8537', gst: 18, sizes: [{ size: '8 way', price: 1150 }, { size: '12 way', price: 1490 }] },
  // Fans
  { category: 'Fans', subcategory: 'Ceiling Fans', brand: 'Tejas Fans', title: 'High-Speed Ceiling Fan 1200 mm', description: 'Double ball-bearing ceiling fan, 380 RPM, 2-year warranty.', hsn: '8414', gst: 18, sizes: [{ size: '1200 mm', price: 1799 }] },
  { category: 'Fans', subcategory: 'Ceiling Fans', brand: 'Tejas Fans', title: 'BLDC Energy-Saver Ceiling Fan with Remote', description: '28 W BLDC motor ceiling fan with remote and timer.', hsn: '8414', gst: 18, sizes: [{ size: '1200 mm', price: 3499 }] },
  { category: 'Fans', subcategory: 'Exhaust Fans', brand: 'Tejas Fans', title: 'Kitchen Exhaust Fan', description: 'Metal-blade exhaust fan for kitchens and bathrooms.', hsn: '8414', gst: 18, sizes: [{ size: '150 mm', price: 999 }, { size: '225 mm', price: 1399 }] },
  { category: 'Fans', subcategory: 'Wall Fans', brand: 'Tejas Fans', title: 'Wall Mount Fan Oscillating', description: 'Three-speed wall fan with 90 degree oscillation.', hsn: '8414', gst: 18, sizes: [{ size: '400 mm', price: 1899 }] },
  // Bath & Sanitary
  { category: 'Bath & Sanitary', subcategory: 'Taps', brand: 'Jalflow', title: 'Brass Pillar Cock Chrome', description: 'Quarter-turn brass pillar tap for wash basins.', hsn: '8481', gst: 18, sizes: [{ size: '15 mm', price: 899 }] },
  { category: 'Bath & Sanitary', subcategory: 'Taps', brand: 'Sangam Fittings', title: 'PTMT Bib Cock Long Body', description: 'Rust-free PTMT tap for kitchens and gardens.', hsn: '3922', gst: 18, sizes: [{ size: '15 mm', price: 199 }] },
  { category: 'Bath & Sanitary', subcategory: 'Showers', brand: 'Jalflow', title: 'Overhead Rain Shower Square', description: 'ABS overhead shower with anti-lime nozzles.', hsn: '3922', gst: 18, sizes: [{ size: '6 inch', price: 649 }, { size: '8 inch', price: 899 }] },
  { category: 'Bath & Sanitary', subcategory: 'Connection Pipes', brand: 'Sangam Fittings', title: 'Stainless Steel Braided Connection Pipe', description: 'Flexible SS braided hose for taps and geysers.', hsn: '7306', gst: 18, sizes: [{ size: '18 inch', price: 179 }, { size: '24 inch', price: 219 }] },
  // Adhesives & Tapes
  { category: 'Adhesives & Tapes', subcategory: 'Insulation Tape', brand: 'Voltline', title: 'PVC Insulation Tape (8 m)', description: 'Flame-retardant electrical insulation tape, pack of 10 rolls.', hsn: '3919', gst: 18, sizes: [{ size: '10 rolls', price: 150, packing: '10 rolls' }] },
  { category: 'Adhesives & Tapes', subcategory: 'Sealants', brand: 'Sangam Fittings', title: 'PTFE Thread Seal Tape', description: 'Teflon tape for leak-free threaded pipe joints, pack of 10.', hsn: '3919', gst: 18, sizes: [{ size: '10 rolls', price: 120, packing: '10 rolls' }] },
  { category: 'Adhesives & Tapes', subcategory: 'Sealants', brand: 'Jalflow', title: 'Silicone Sealant Clear', description: 'Neutral-cure silicone for glass, tiles and sanitaryware.', hsn: '3214', gst: 18, sizes: [{ size: '280 ml', price: 249, capacity: '280 ml' }] },
  { category: 'Adhesives & Tapes', subcategory: 'Pipe Cement', brand: 'Jalflow', title: 'CPVC Solvent Cement', description: 'One-step solvent cement for CPVC pipes and fittings.', hsn: '3506', gst: 18, sizes: [{ size: '100 ml', price: 145, capacity: '100 ml' }, { size: '237 ml', price: 295, capacity: '237 ml' }] },
  { category: 'Adhesives & Tapes', subcategory: 'Pipe Cement', brand: 'Nirmal Pipes', title: 'PVC Solvent Cement', description: 'Solvent cement for rigid PVC pipes, quick setting.', hsn: '3506', gst: 5, sizes: [{ size: '250 ml', price: 189, capacity: '250 ml' }] },
];

export const gstHalves = (slab: Slab) => GST[slab];

/** The home banners: their words and where they lead are the banner's own (the pictures carry no text). */
export const DEMO_SLIDES = [
  { title: 'Monsoon Wiring Week', subtitle: 'FRLS house wire coils at special prices', link: '/shop/listing?category=Wires%20%26%20Cables', color: '#b91c1c' },
  { title: 'Paint Your Home', subtitle: 'Interior emulsions from ₹420 with free tinting', link: '/shop/listing?category=Paints', color: '#7c3aed' },
  { title: 'Plumbing Essentials', subtitle: 'CPVC pipes, fittings and valves in stock', link: '/shop/listing?category=Pipes%20%26%20Fittings', color: '#0e7490' },
];
