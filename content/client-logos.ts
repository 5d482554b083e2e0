/**
 * The client-logo strip (Home and /testimonial): the companies of the sample testimonials,
 * drawn as wordmarks with a Lucide glyph. Sample content like the testimonials (`sample: true`,
 * listed by content/samples.ts): replace each with the client's real logo, with permission.
 */
import { z } from "zod";
import { copy, iconName } from "./schema";

const logo = z
  .object({
    name: copy(3, 40),
    icon: iconName.meta({ description: "A Lucide icon name drawn beside the name, e.g. ShoppingBasket." }),
    sample: z.boolean().meta({ title: "Sample (replace with a real client's logo)" }),
  })
  .meta({ title: "Client" });

export const clientLogosSchema = z.object({
  label: copy(10, 80).meta({ title: "Line above the logos" }),
  items: z.array(logo).min(4).max(8).meta({ title: "Clients (four to eight)" }),
});
export type ClientLogos = z.infer<typeof clientLogosSchema>;

export const clientLogos: ClientLogos = clientLogosSchema.parse({
  label: "Trusted by teams in retail, travel, health, logistics and finance",
  items: [
    { name: "Kalinga Fresh Mart", icon: "ShoppingBasket", sample: true },
    { name: "TrailNest Holidays", icon: "Mountain", sample: true },
    { name: "Sanjeevani Diagnostics", icon: "Microscope", sample: true },
    { name: "Gulfway Cargo", icon: "Ship", sample: true },
    { name: "Linden & Loom", icon: "Scissors", sample: true },
    { name: "Arthavya Wealth", icon: "Landmark", sample: true },
  ],
});
