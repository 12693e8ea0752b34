(module
  (memory (export "memory") 1)
  ;; sims[j] = dot(q, rows[j]) for j < n; q at qPtr (dims f32), rows at rowsPtr (n*dims f32), out at outPtr (n f32).
  ;; dims must be a multiple of 4. Four rows at a time: each slice of the query is loaded once for the
  ;; four, and four independent sums keep the adds from waiting on one another; the last n mod 4 rows
  ;; one at a time. Each row's lanes are summed in the same order either way.
  (func (export "dots") (param $q i32) (param $rows i32) (param $n i32) (param $dims i32) (param $out i32)
    (local $j i32) (local $i i32) (local $row i32) (local $bytes i32) (local $at i32) (local $qv v128)
    (local $acc v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local.set $bytes (i32.shl (local.get $dims) (i32.const 2)))
    (local.set $row (local.get $rows))
    (block $blocksdone
      (loop $blocks
        (br_if $blocksdone (i32.gt_u (i32.add (local.get $j) (i32.const 4)) (local.get $n)))
        (local.set $acc (v128.const f32x4 0 0 0 0))
        (local.set $a1 (v128.const f32x4 0 0 0 0))
        (local.set $a2 (v128.const f32x4 0 0 0 0))
        (local.set $a3 (v128.const f32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (block $blockrowdone
          (loop $blockinner
            (br_if $blockrowdone (i32.ge_u (local.get $i) (local.get $bytes)))
            (local.set $qv (v128.load (i32.add (local.get $q) (local.get $i))))
            (local.set $at (i32.add (local.get $row) (local.get $i)))
            (local.set $acc (f32x4.add (local.get $acc) (f32x4.mul (local.get $qv) (v128.load (local.get $at)))))
            (local.set $at (i32.add (local.get $at) (local.get $bytes)))
            (local.set $a1 (f32x4.add (local.get $a1) (f32x4.mul (local.get $qv) (v128.load (local.get $at)))))
            (local.set $at (i32.add (local.get $at) (local.get $bytes)))
            (local.set $a2 (f32x4.add (local.get $a2) (f32x4.mul (local.get $qv) (v128.load (local.get $at)))))
            (local.set $at (i32.add (local.get $at) (local.get $bytes)))
            (local.set $a3 (f32x4.add (local.get $a3) (f32x4.mul (local.get $qv) (v128.load (local.get $at)))))
            (local.set $i (i32.add (local.get $i) (i32.const 16)))
            (br $blockinner)))
        (local.set $at (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 2))))
        (f32.store (local.get $at)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
            (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
        (f32.store offset=4 (local.get $at)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a1)) (f32x4.extract_lane 1 (local.get $a1)))
            (f32.add (f32x4.extract_lane 2 (local.get $a1)) (f32x4.extract_lane 3 (local.get $a1)))))
        (f32.store offset=8 (local.get $at)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a2)) (f32x4.extract_lane 1 (local.get $a2)))
            (f32.add (f32x4.extract_lane 2 (local.get $a2)) (f32x4.extract_lane 3 (local.get $a2)))))
        (f32.store offset=12 (local.get $at)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a3)) (f32x4.extract_lane 1 (local.get $a3)))
            (f32.add (f32x4.extract_lane 2 (local.get $a3)) (f32x4.extract_lane 3 (local.get $a3)))))
        (local.set $row (i32.add (local.get $row) (i32.shl (local.get $bytes) (i32.const 2))))
        (local.set $j (i32.add (local.get $j) (i32.const 4)))
        (br $blocks)))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $j) (local.get $n)))
        (local.set $acc (v128.const f32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (block $rowdone
          (loop $inner
            (br_if $rowdone (i32.ge_u (local.get $i) (local.get $bytes)))
            (local.set $acc
              (f32x4.add (local.get $acc)
                (f32x4.mul
                  (v128.load (i32.add (local.get $q) (local.get $i)))
                  (v128.load (i32.add (local.get $row) (local.get $i))))))
            (local.set $i (i32.add (local.get $i) (i32.const 16)))
            (br $inner)))
        (f32.store (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
            (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
        (local.set $row (i32.add (local.get $row) (local.get $bytes)))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $each))))
  ;; bound[j] = dot(q, rows[j]) * scale[j] * $t + near[j] * $a + far[j] * $b for j < n, in f32: q at qPtr
  ;; (dims i16), rows at rowsPtr (n*dims i8), scale, near and far at their pointers (n f32 each), out
  ;; at outPtr (n f32). dims must be a multiple of 16. A row's 16 bytes are widened to two i16x8 and
  ;; multiplied pairwise with the query's (i32x4.dot_i16x8_s): a quarter of the bytes of f32 rows.
  (func (export "boundsInt8") (param $q i32) (param $rows i32) (param $n i32) (param $dims i32) (param $out i32)
    (param $scale i32) (param $near i32) (param $far i32) (param $t f32) (param $a f32) (param $b f32)
    (local $j i32) (local $i i32) (local $row i32) (local $v v128) (local $acc v128) (local $at i32)
    (local.set $row (local.get $rows))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $j) (local.get $n)))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (block $rowdone
          (loop $inner
            (br_if $rowdone (i32.ge_u (local.get $i) (local.get $dims)))
            (local.set $v (v128.load (i32.add (local.get $row) (local.get $i))))
            (local.set $acc
              (i32x4.add (local.get $acc)
                (i32x4.add
                  (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $v))
                    (v128.load (i32.add (local.get $q) (i32.shl (local.get $i) (i32.const 1)))))
                  (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $v))
                    (v128.load offset=16 (i32.add (local.get $q) (i32.shl (local.get $i) (i32.const 1))))))))
            (local.set $i (i32.add (local.get $i) (i32.const 16)))
            (br $inner)))
        (local.set $at (i32.shl (local.get $j) (i32.const 2)))
        (f32.store (i32.add (local.get $out) (local.get $at))
          (f32.add
            (f32.mul
              (f32.mul
                (f32.convert_i32_s
                  (i32.add
                    (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
                    (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
                (f32.load (i32.add (local.get $scale) (local.get $at))))
              (local.get $t))
            (f32.add
              (f32.mul (f32.load (i32.add (local.get $near) (local.get $at))) (local.get $a))
              (f32.mul (f32.load (i32.add (local.get $far) (local.get $at))) (local.get $b)))))
        (local.set $row (i32.add (local.get $row) (local.get $dims)))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $each)))))
