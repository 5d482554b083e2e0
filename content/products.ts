import { z } from "zod";
import { product, productCard } from "./schema";

export const products = z.array(product).parse([]);
export const productCards = z.array(productCard).parse([]);
